/** Saves ICS text as a file download (a temporary object URL; nothing is sent anywhere). */
/** The temporary link goes into `container` (inside the shadow root): a widget touches nothing outside it. */
export function downloadIcs(text: string, name: string, container: Element | ShadowRoot): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name.replace(/[^\w.-]+/g, '-')}.ics`;
  a.rel = 'noopener';
  a.style.display = 'none';
  container.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
