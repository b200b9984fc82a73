import { PageSkeleton } from './LoadingSkeleton';
import { Component, lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Alert, Button} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChunkLoadError, loadChunk } from './loadChunk';

// Screens load lazily (docs/architecture.md "The admin's bundle"): the sign-in downloads only the
// shell. A screen whose chunk did not arrive (loadChunk.ts) says so and offers a reload, which also
// fetches a new release whose hashed files replaced the old ones.

const ChunkFailed = () => {
  const translate = useTranslate();
  return (
    <Alert severity="error" action={<Button color="inherit" onClick={() => window.location.reload()}>{translate('portal.chunk.reload')}</Button>}>
      {translate('portal.chunk.failed')}
    </Alert>
  );
};

/** Catches a ChunkLoadError only; any other error goes on to react-admin's error page. */
class ChunkBoundary extends Component<{ children: ReactNode }, { failed: unknown }> {
  override state = { failed: null as unknown };
  static getDerivedStateFromError(failed: unknown) {
    return { failed };
  }
  override render() {
    const { failed } = this.state;
    if (failed === null) return this.props.children;
    if (failed instanceof ChunkLoadError) return <ChunkFailed />;
    throw failed;
  }
}

/**
 * A screen loaded when first shown: `lazyPage(() => import('./list/SoftwareOrderList'), 'SoftwareOrderList')`.
 * Used in a feature's own routes or resource file, so App.tsx keeps one line per feature. While its
 * code arrives, the page's shape in grey (`fallback`: something else where a page's would not fit).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the page's own type is kept through ComponentProps
export const lazyPage = <K extends string, M extends Record<K, ComponentType<any>>>(load: () => Promise<M>, name: K, fallback: ReactNode = <PageSkeleton />) => {
  const Lazy = lazy(() => loadChunk(load).then((module) => ({ default: module[name] })));
  const Page = (props: ComponentProps<M[K]>) => (
    <ChunkBoundary>
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    </ChunkBoundary>
  );
  Page.displayName = `Lazy(${name})`;
  return Page;
};
