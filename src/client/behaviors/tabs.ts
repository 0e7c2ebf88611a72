/**
 * Tabs (components/ui/tab-switcher.tsx) whose panels are ordinary page content: choosing a tab
 * marks it selected and shows its panel, by id. Keyboard: arrows, Home and End move between tabs
 * and select them (the WAI-ARIA tabs pattern with automatic activation). Until this runs, the
 * server's choice stands (tab=register opens Register), and a tab that is a link (tab-switcher.tsx)
 * loads the page with its tab chosen. Once it runs, a click on such a tab switches in place and
 * puts the tab's address in the address bar, so a reload, a bookmark or a shared link keeps it.
 */
const TAB = '[role="tab"][data-tab]';

function select(tab: HTMLElement) {
  const list = tab.closest('[role="tablist"]');
  if (!list) return;
  for (const other of list.querySelectorAll<HTMLElement>(TAB)) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    other.toggleAttribute('data-selected', selected);
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
}

export function installTabs(root: Document) {
  root.addEventListener('click', (event) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(TAB) : null;
    if (!tab) return;
    if (tab instanceof HTMLAnchorElement) {
      // Ctrl/Cmd/Shift/Alt or a middle click opens the tab's page elsewhere, as any link does.
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      // The entry's state is kept: on whole-app pages TanStack Router keeps its own there (the
      // entry's key, by which it restores the scroll, and its index in the history).
      history.replaceState(history.state, '', tab.href);
    }
    select(tab);
  });
  root.addEventListener('keydown', (event) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(TAB) : null;
    const tabs = [...(tab?.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>(TAB) ?? [])];
    if (!tab || tabs.length === 0) return;
    const at = tabs.indexOf(tab);
    const last = tabs.length - 1;
    const next = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]!.focus();
    select(tabs[next]!);
  });
}
