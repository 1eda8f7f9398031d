/** The attendee's agenda: one list of saved sessions for the timetable and the portal (docs/agenda.md). */
export * from './types';
export * from './pending';
export * from './merge';
export * from './reconcile';
export * from './snapshot';
export * from './now-next';
export * from './record';
export * from './text';
export * from './entries';
