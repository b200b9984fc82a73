import { Route } from 'react-router-dom';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import { MenuLink } from '../layout/MenuLink';
import { lazyPage } from '../shared/lazyPage';

const ContactPage = lazyPage(() => import('./ContactPage'), 'ContactPage');
const PublicContactPage = lazyPage(() => import('./PublicContactPage'), 'PublicContactPage');

/** contact is Admin only (spec section 6; events/access/screens.ts). */
export const contactRoutes = <Route path="/contact" element={<ContactPage />} />;
/** The public form, outside the signed-in layout. */
export const publicContactRoutes = <Route path="/contact-us" element={<PublicContactPage />} />;

export const ContactMenuItem = () => <MenuLink path="/contact" label="contact.menu" icon={<ContactMailIcon />} />;
