import NewspaperIcon from '@mui/icons-material/Newspaper';
import QuizIcon from '@mui/icons-material/Quiz';
import WebIcon from '@mui/icons-material/Web';
import { useTranslate } from 'react-admin';
import { MenuLink } from '../layout/MenuLink';
import { CountBadge } from '../shared/CountBadge';
import { useUnreadNews } from './newsApi';

const NewsIcon = () => {
  const translate = useTranslate();
  const count = useUnreadNews();
  return (
    <CountBadge count={count} label={translate('news.unread_badge', { smart_count: count })} testId="news-badge">
      <NewspaperIcon />
    </CountBadge>
  );
};

/** News for everyone (with the reader's unread badge); the FAQ and the public pages for the Admin who writes them. */
export const ContentMenuItems = () => (
  <>
    <MenuLink path="/news" label="news.menu" icon={<NewsIcon />} />
    <MenuLink path="/faq-entries" label="faq.menu" icon={<QuizIcon />} />
    <MenuLink path="/content-pages" label="content_pages.menu" icon={<WebIcon />} />
  </>
);
