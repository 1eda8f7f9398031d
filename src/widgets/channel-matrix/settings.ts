/** Settings of the channel matrix: the matrices' settings (src/ui/channels/matrix-settings.ts; docs/widgets/channel-matrix.md). */
export {
  matrixDefaults as channelMatrixDefaults,
  type MatrixSettings as ChannelMatrixSettings,
} from '../../ui/channels/matrix-settings';
