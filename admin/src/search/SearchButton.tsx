import { useEffect, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { lazyPage } from '../shared/lazyPage';
import { LoadingBar } from '../shared/LoadingBar';
import { opensSearch } from './shortcut';

// The dialog and its results load on first use, so the top bar's button and shortcut cost the
// sign-in bundle almost nothing (issue 15's 450 kB budget, tests/bundle).
const SearchDialog = lazyPage(() => import('./SearchDialog'), 'SearchDialog', <LoadingBar />);

/** The top bar's search button; Ctrl+K (⌘K) and "/" open it from anywhere in the portal. */
export const SearchButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensSearch({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, target: event.target as HTMLElement | null })) return;
      // Ctrl+K is also the browser's own search-bar shortcut: ours wins inside the portal.
      event.preventDefault();
      setOpened(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  const label = translate('search.open');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-keyshortcuts="Control+K /" onClick={() => { setOpened(true); setOpen(true); }}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {/* Mounted from the first opening on, so closing keeps the loaded chunk and MUI's closing transition. */}
      {opened && <SearchDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
};
