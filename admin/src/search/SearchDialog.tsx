import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Dialog, DialogContent, InputAdornment, ListItemText, ListSubheader, MenuItem, MenuList, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { searchTerms } from '../../../events/search/terms';
import { adminPath } from '../layout/AdminLink';
import { errorMessage } from '../shared/errors';
import { SEARCH_KINDS, searchLinks, searchPortal, type SearchLink } from './searchApi';
import { useRoles } from '../roles/useMayOpen';

/** Wait this long after the last key before asking the server: one request per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 250;

type State =
  | { step: 'idle' }
  | { step: 'loading' }
  | { step: 'found'; links: SearchLink[] }
  | { step: 'failed'; message: string };

/** The global search: a field, then up to five hits of each kind the user may find, each opening its screen. */
export const SearchDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const permissions = useRoles();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ step: 'idle' });
  const latest = useRef('');
  const results = useRef<HTMLUListElement>(null);
  const searchable = searchTerms(query) !== null;

  useEffect(() => {
    latest.current = query;
    if (!searchable) {
      setState({ step: 'idle' });
      return undefined;
    }
    setState({ step: 'loading' });
    const timer = setTimeout(() => {
      searchPortal(query.trim()).then(
        // An answer to an older query than the one in the field is dropped.
        (reply) => latest.current === query && setState({ step: 'found', links: searchLinks(reply, permissions ?? []) }),
        (failure: unknown) => latest.current === query && setState({ step: 'failed', message: errorMessage(failure) }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, searchable, permissions]);

  const go = (link: SearchLink) => {
    onClose();
    navigate(adminPath(link.path));
  };
  const links = state.step === 'found' ? state.links : [];
  const onFieldKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && links.length) {
      event.preventDefault();
      results.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    }
    if (event.key === 'Enter' && links.length) go(links[0]);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="portal-search-label">
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          variant="outlined"
          id="portal-search"
          label={translate('search.label')}
          InputLabelProps={{ id: 'portal-search-label' }}
          placeholder={translate('search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onFieldKey}
          inputProps={{ maxLength: 100, 'aria-describedby': 'portal-search-status' }}
          InputProps={{ startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> }}
        />
        <Typography id="portal-search-status" role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {state.step === 'idle' && translate('search.hint')}
          {state.step === 'loading' && translate('search.searching')}
          {state.step === 'found' && (links.length ? translate('search.found', { smart_count: links.length }) : translate('search.none'))}
        </Typography>
        {state.step === 'failed' && <Alert severity="error" sx={{ mt: 1 }}>{translate(state.message)}</Alert>}
        {links.length > 0 && (
          <MenuList ref={results} dense aria-label={translate('search.results')}>
            {SEARCH_KINDS.filter((kind) => links.some((link) => link.kind === kind)).flatMap((kind) => [
              <ListSubheader key={kind} disableSticky>{translate(`search.kinds.${kind}`)}</ListSubheader>,
              ...links.filter((link) => link.kind === kind).map((link) => (
                <MenuItem key={link.key} component={Link} to={adminPath(link.path)} onClick={onClose}>
                  <ListItemText primary={link.primary} secondary={link.secondaryKey ? translate(link.secondaryKey, { _: link.secondary }) : link.secondary} />
                </MenuItem>
              )),
            ])}
          </MenuList>
        )}
      </DialogContent>
    </Dialog>
  );
};
