import { useEffect, useState } from 'react';

type Theme = 'system' | 'light' | 'dark';

const stored = (): Theme => {
  const value = window.localStorage.getItem('demo-theme');
  return value === 'light' || value === 'dark' ? value : 'system';
};

/** Sets `data-theme` on <html> (the forms follow it); "System" follows prefers-color-scheme. */
export function ThemeSwitch() {
  const [theme, setTheme] = useState<Theme>(stored);
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') root.removeAttribute('data-theme');
    else root.setAttribute('data-theme', theme);
    window.localStorage.setItem('demo-theme', theme);
  }, [theme]);
  return (
    <label className="demo-theme">
      {/* Unseen on a phone, where the header is short of room; still the select's name. */}
      <span className="demo-theme-word">Theme</span>{' '}
      <select value={theme} onChange={(event) => setTheme(event.target.value as Theme)}>
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </label>
  );
}
