// Widget gallery: prints beside each widget the settings the reference server gives it
// (GET /api/{client}/widgets/{project}/{widget}/{name}, docs/api.md), so what you see and what configures it sit together.
document.querySelectorAll('pre[data-settings-for]').forEach(async (pre) => {
  const el = document.getElementById(pre.dataset.settingsFor);
  const path = [el.dataset.project, el.dataset.congressWidget, el.dataset.name || 'default']
    .map(encodeURIComponent)
    .join('/');
  try {
    const answer = await (await fetch(`/api/demo/widgets/${path}`)).json();
    pre.textContent = JSON.stringify(answer.data.settings, null, 2);
  } catch {
    pre.textContent = 'The settings could not be loaded.';
  }
});
