/** CSS of a hand-off code (HandoffCode.tsx), adopted by the portal's social styles and the timetable's dialog. */
export const handoffStyles = `
.cp-handoff__qr { display: block; width: 200px; height: 200px; margin: 8px auto; }
.cp-handoff__code { font-size: 20px; letter-spacing: 2px; }
.cp-handoff__link { font-size: 14px; overflow-wrap: anywhere; }
`;
