/**
 * Structured data (schema.org JSON-LD) for what widgets and the portal show: the congress and its sessions as
 * Events, recordings as VideoObjects with chapters, channels on air as live VideoObjects with a BroadcastEvent,
 * speakers as Persons. Pure builders: the head manager (src/widgets/shared/structured-data) writes them into the host page.
 */
export { graphText, sessionsOrSpeakerGraph, type GraphNode, type GraphEnv, type StructuredDataInput } from './graph';
export { structuredGraph, mediaGraph } from './media-graph';
export { absoluteUrl, linkOf, type LinkBase } from './urls';
export { plainText } from './text';
export { zonedIso, isoDuration } from './time';
export { sessionEvent, roomsOf } from './event';
export { congressEvent } from './congress';
export { sessionsGraph } from './sessions';
export { recordingVideo, liveVideo, clipsOf, type RecordingMedia } from './video';
export { speakerPerson } from './person';
export { nextSessions, pickSessions, SESSIONS_MAX } from './upcoming';
