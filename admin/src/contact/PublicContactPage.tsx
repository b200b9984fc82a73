import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { adminPath } from '../layout/AdminLink';
import { errorMessage } from '../shared/errors';
import { contactApi, type ContactForm } from './contactApi';

const blank: ContactForm = { name: '', email: '', phone: null, subject: null, message: '' };

/** /contact-us: the public contact form, no sign-in (the server limits how often one address sends it). */
export const PublicContactPage = () => {
  const translate = useTranslate();
  const [form, setForm] = useState<ContactForm>(blank);
  const [state, setState] = useState<{ sending: boolean; sent: boolean; error: string | null }>({ sending: false, sent: false, error: null });
  const field = (name: keyof ContactForm) => ({
    label: translate(`contact.fields.${name}`),
    value: form[name] ?? '',
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
    inputProps: { 'data-testid': `contact-${name}` },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ sending: true, sent: false, error: null });
    try {
      await contactApi.send({ ...form, phone: form.phone || null, subject: form.subject || null });
      setState({ sending: false, sent: true, error: null });
      setForm(blank);
    } catch (error) {
      setState({ sending: false, sent: false, error: errorMessage(error) });
    }
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 560, width: '100%' }}>
        <CardContent>
          <Typography variant="h5" component="h1">{translate('contact.form.title')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('contact.form.intro')}</Typography>
          {state.sent && <Alert severity="success" sx={{ mb: 2 }} data-testid="contact-sent">{translate('contact.form.sent')}</Alert>}
          {state.error && <Alert severity="error" sx={{ mb: 2 }}>{state.error}</Alert>}
          <Stack component="form" spacing={2} onSubmit={submit}>
            <TextField required {...field('name')} />
            <TextField required type="email" {...field('email')} />
            <TextField {...field('phone')} />
            <TextField {...field('subject')} />
            <TextField required multiline minRows={4} {...field('message')} />
            <Button type="submit" variant="contained" disabled={state.sending} data-testid="contact-send">{translate('contact.form.send')}</Button>
            <Button component={Link} to={adminPath('/login')}>{translate('contact.form.back')}</Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
