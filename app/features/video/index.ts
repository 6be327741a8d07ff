// The video feature's door: the player of every video block and page, which waits for the consent
// its provider needs (SPEC §7).
export { VideoPlayer } from "./VideoPlayer";
