import { useTranslation } from '../../../i18n/react.js';
import { Tabs } from '../../../ui/index.js';

interface Category {
  id: number;
  name: string;
}

export interface CategoryFilterProps {
  categories: Category[];
  value: number | undefined;
  onChange: (categoryId: number | undefined) => void;
  ariaLabel: string;
  /** Id of the list the tabs filter. */
  panelId: string;
}

const ALL = 'all';

/** Category chips ("All" first) above a board; scrolls sideways when they do not fit. */
export function CategoryFilter({ categories, value, onChange, ariaLabel, panelId }: CategoryFilterProps) {
  const { t } = useTranslation('help');
  const items = [
    { key: ALL, label: t('list.allCategories') },
    ...categories.map((category) => ({ key: String(category.id), label: category.name })),
  ];
  const known = value !== undefined && categories.some((category) => category.id === value);
  return (
    <Tabs
      variant="pill"
      items={items}
      value={known ? String(value) : ALL}
      ariaLabel={ariaLabel}
      panelId={() => panelId}
      onChange={(key) => onChange(key === ALL ? undefined : Number(key))}
    />
  );
}
