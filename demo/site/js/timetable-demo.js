// Demo page helper: `?project=froscon2018` (or any imported schedule) and `?name=` switch the main timetable,
// `?only=main` drops the sidebar copy (used by the browser tests and the benchmark).
(function () {
  var params = new URLSearchParams(location.search);
  var main = document.getElementById('timetable');
  if (params.get('project')) main.setAttribute('data-project', params.get('project'));
  if (params.get('name')) main.setAttribute('data-name', params.get('name'));
  if (params.get('settings')) main.setAttribute('data-settings', params.get('settings'));
  if (params.get('only') === 'main') {
    const aside = document.querySelector('aside');
    if (aside) aside.remove();
    main.closest('.layout').classList.add('single');
  }
})();
