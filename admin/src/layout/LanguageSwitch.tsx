import { useEffect, useState, type MouseEvent } from 'react';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGES, type Language } from '../constants';
import { dataProvider } from '../providers/dataProvider';
import { storage } from '../providers/storage';

/** Switches between English and Spanish; the choice is kept in local storage (spec section 9). */
export const LanguageSwitch = ({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  // The switch is on every page: the document's language and title follow the UI language.
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = translate('portal.app.title');
  }, [locale, translate]);

  const choose = (language: Language) => {
    setAnchor(null);
    storage.saveLanguage(language);
    setLocale(language);
    // Remember the choice on the account too; the local choice already applies if this fails.
    if (storage.getToken()) dataProvider.setLanguage(language).catch(() => undefined);
  };

  const current = translate(`portal.language.${locale === 'es' ? 'es' : 'en'}`);
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        // The name holds the visible language too (WCAG 2.5.3: a voice user says what is written).
        aria-label={`${translate('portal.language.label')}: ${current}`}
        aria-haspopup="menu"
        sx={{ minWidth: { xs: 0, md: 64 }, '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 } } }}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {/* A phone's and a tablet's top bar show the icon alone (the bar is full there); the name still says the language. */}
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>{current}</Box>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem key={language} selected={language === locale} onClick={() => choose(language)} lang={language}>
            {translate(`portal.language.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
