import { CATEGORY_KINDS } from '@foretaksportalen/shared/contract/category';
import Stack from '@mui/material/Stack';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { SettingsSubpageHeading } from '../../settings/index.ts';
import { useCategories } from '../api/categories.ts';
import { CategoryList } from '../components/category-list.tsx';
import { CATEGORY_TEXTS } from '../texts.ts';

/** /settings/categories (level 5; issue 49): 'Produkter og årsaker', the company's two lists. */
export function CategoriesPage() {
  const categories = useCategories();
  useBlockingSpinnerWhile(categories.isPending, CATEGORY_TEXTS.loading);
  return (
    <Stack sx={{ gap: 2 }}>
      <SettingsSubpageHeading title={CATEGORY_TEXTS.title} intro={CATEGORY_TEXTS.intro} />
      {categories.isError ? (
        <RetryAlert
          message={CATEGORY_TEXTS.failed}
          retry={CATEGORY_TEXTS.retry}
          onRetry={() => void categories.refetch()}
        />
      ) : null}
      {categories.data
        ? CATEGORY_KINDS.map((kind) => (
            <CategoryList
              key={kind}
              kind={kind}
              items={categories.data.Items.filter((item) => item.Kind === kind)}
            />
          ))
        : null}
    </Stack>
  );
}
