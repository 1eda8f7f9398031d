/** Calendar files and feeds (RFC 5545): one writer for the timetable's download and the server's feeds. */
export * from './ics-text';
export * from './vtimezone';
export * from './vevent';
export * from './feed';
