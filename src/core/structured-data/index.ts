/**
 * Structured data (schema.org JSON-LD) for what widgets and the portal show: the congress and its sessions as
 * Events, recordings as VideoObjects with chapters, channels on air as live VideoObjects with a BroadcastEvent,
 * speakers as Persons. Pure builders: the head manager (src/widgets/shared/structured-data) writes them into the host page.
 */
export { structuredGraph, nodeJson, graphJson, type GraphNode, type GraphEnv, type StructuredDataInput } from './graph';
export { absoluteUrl, linkOf, type LinkBase } from './urls';
export { plainText } from './text';
export { zonedIso, isoDuration } from './time';
export { sessionEvent, congressEvent, roomsOf } from './event';
export { recordingVideo, liveVideo, clipsOf, type RecordingMedia } from './video';
export { speakerPerson } from './person';
