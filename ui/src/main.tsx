import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { onKeyNeeded } from './api.js';
import { KeyDialog } from './views/key-dialog.js';
import { ControlsView } from './views/controls-view.js';
import { RunDiffView } from './views/run-diff-view.js';
import { RunView } from './views/run-view.js';
import { RunsList } from './views/runs-list.js';
import { UsageView } from './views/usage-view.js';
import { ThemeToggle } from './views/theme-toggle.js';
import './styles.css';

/** The page's routes, kept in the location hash so the server serves one file. */
type Route = { view: 'runs' } | { view: 'run'; id: string } | { view: 'diff'; a: string; b: string } | { view: 'usage' } | { view: 'controls' };

function routeOf(hash: string): Route {
  const [, view, id, other] = hash.replace(/^#/, '').split('/');
  if (view === 'diff' && id && other) return { view: 'diff', a: decodeURIComponent(id), b: decodeURIComponent(other) };
  if (view === 'runs' && id) return { view: 'run', id: decodeURIComponent(id) };
  if (view === 'usage') return { view: 'usage' };
  if (view === 'controls') return { view: 'controls' };
  return { view: 'runs' };
}

function App() {
  const [route, setRoute] = useState(routeOf(location.hash));
  const [needKey, setNeedKey] = useState(false);
  // Bumped when a key is entered: views fetch again with it.
  const [session, setSession] = useState(0);
  useEffect(() => {
    const update = () => setRoute(routeOf(location.hash));
    addEventListener('hashchange', update);
    const stop = onKeyNeeded(() => setNeedKey(true));
    return () => {
      removeEventListener('hashchange', update);
      stop();
    };
  }, []);
  const tab = (view: Route['view'], href: string, label: string) => (
    <a href={href} class="tab" aria-current={route.view === view || (view === 'runs' && (route.view === 'run' || route.view === 'diff')) ? 'page' : undefined}>
      {label}
    </a>
  );
  return (
    <>
      <header class="top">
        <a class="brand" href="#/runs">
          swarms-local
        </a>
        <nav aria-label="Views">
          {tab('runs', '#/runs', 'Runs')}
          {tab('usage', '#/usage', 'Usage')}
          {tab('controls', '#/controls', 'Test controls')}
          <a class="tab" href="/docs">
            API docs
          </a>
        </nav>
        <div class="spacer" />
        <button type="button" class="link" onClick={() => setNeedKey(true)}>
          API key
        </button>
        <ThemeToggle />
      </header>
      {needKey && (
        <KeyDialog
          onDone={() => {
            setNeedKey(false);
            setSession(session + 1);
          }}
        />
      )}
      <main key={session}>
        {route.view === 'runs' && <RunsList />}
        {route.view === 'run' && <RunView id={route.id} />}
        {route.view === 'diff' && <RunDiffView a={route.a} b={route.b} />}
        {route.view === 'usage' && <UsageView />}
        {route.view === 'controls' && <ControlsView />}
      </main>
    </>
  );
}

render(<App />, document.getElementById('app')!);
