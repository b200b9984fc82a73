import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { PortalAppBar } from './PortalAppBar';
import { PortalMenu } from './PortalMenu';
import { useLiveSocket } from './useLiveSocket';
import { VersionBanner } from './VersionBanner';
import { ScreenGuard } from './ScreenGuard';
import { ChatAlert } from '../orderChat/ChatAlert';
import { OrderAlert } from '../softwareOrders/OrderAlert';

/** The default layout: sidebar, top bar, update banner and the live socket; a screen its reader may not open says so (ScreenGuard). */
export const PortalLayout = ({ children }: { children: ReactNode }) => {
  useLiveSocket();
  return (
    <Layout appBar={PortalAppBar} menu={PortalMenu}>
      <VersionBanner />
      <ChatAlert />
      <OrderAlert />
      <ScreenGuard>{children}</ScreenGuard>
    </Layout>
  );
};
