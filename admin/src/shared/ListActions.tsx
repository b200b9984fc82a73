import { CreateButton, FilterButton, TopToolbar, useFilterContext, useListContext, useResourceDefinition } from 'react-admin';
import { ExportButton } from './ExportButton';

/**
 * react-admin's default list toolbar (filters, create, export) with our ExportButton, which keeps its
 * name on a phone when it is disabled. The theme makes it every list's default (themes.ts).
 */
export const ListActions = () => {
  const { exporter } = useListContext();
  const { hasCreate } = useResourceDefinition();
  const filters = useFilterContext();
  return (
    <TopToolbar>
      {filters && <FilterButton />}
      {hasCreate && <CreateButton />}
      {exporter !== false && <ExportButton />}
    </TopToolbar>
  );
};
