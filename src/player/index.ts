/**
 * The player (src/player, ARCHITECTURE.md layers): `<Player>` on a native `<video>`, its texts and its styles.
 * Rules: src/core/player. Docs: docs/player.md.
 */
export { Player, type PlayerProps } from './Player';
export { playerMessages } from './messages';
export { playerStyles } from './styles';
