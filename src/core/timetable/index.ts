/** Timetable rules (spec 3 §3 settings, §4 Timetable states, §5 validation, §9 constants). Re-exports only. */
export * from './settings';
export * from './zoned-time';
export * from './sessions';
export * from './columns';
export * from './layout';
export * from './days';
export * from './filters';
export * from './marker';
export * from './add-to-calendar';
export * from './ics';
export * from './fingerprint';
export * from './navigation';
export * from './column-window';
export * from './block-geometry';
export * from './hours';
