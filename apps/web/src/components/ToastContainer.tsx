import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { PHONE_MEDIA_QUERY } from '../lib/config';
import { MAX_TOASTS } from '../lib/toasts';
import classes from './ToastContainer.module.css';

/**
 * Where the toasts show (docs/decisions/0035). On a phone they lie over the header band, which never
 * holds page content, so a toast never covers a card's or a form's action buttons: full width, at
 * most three stacked behind the newest, the message cut to two lines. On a wider screen they stay
 * bottom right, away from the header's language switch and user menu.
 */
export function ToastContainer() {
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  if (phone) {
    return (
      <Notifications position="top-center" limit={MAX_TOASTS} layout="stacked" containerWidth="100%" classNames={{ root: classes.phone }} />
    );
  }
  return <Notifications position="bottom-right" limit={MAX_TOASTS} />;
}
