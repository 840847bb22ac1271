import { useEffect, useState } from 'preact/hooks';

const STORAGE = 'swarms-local.theme';
type Theme = 'light' | 'dark';

const systemTheme = (): Theme => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');

/** Switches between the light and dark themes; the system's choice until the user picks one. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>((localStorage.getItem(STORAGE) as Theme | null) ?? systemTheme());
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      class="link"
      aria-label={`Switch to the ${next} theme`}
      onClick={() => {
        localStorage.setItem(STORAGE, next);
        setTheme(next);
      }}
    >
      {theme === 'dark' ? '☀ Light' : '☾ Dark'}
    </button>
  );
}
