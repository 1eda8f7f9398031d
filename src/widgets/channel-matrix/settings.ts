/** Settings of the channel matrix: the matrices' settings (src/widgets/shared/channels/matrix-settings.ts; docs/widgets/channel-matrix.md). */
export {
  matrixDefaults as channelMatrixDefaults,
  type MatrixSettings as ChannelMatrixSettings,
} from '../shared/channels/matrix-settings';
