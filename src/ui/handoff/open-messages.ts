/**
 * The hand-off button's label alone, en + de: the button rides in a chunk the page loads anyway (the timetable's
 * agenda), the dialog's texts (./messages.ts) only in the dialog's chunk.
 */
export const handoffOpenMessages = {
  en: { 'handoff.open': 'Open my agenda on my phone' },
  de: { 'handoff.open': 'Mein Programm auf dem Handy öffnen' },
};
