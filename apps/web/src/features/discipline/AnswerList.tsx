import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hasAnswer, elementCode } from '@pano/contract';
import { DetailList } from '../../components/DetailList.tsx';
import { answerText, type AnsweredItem } from './answerText.ts';

interface Part {
  answers: readonly { formItemId: number; value?: string | null }[];
  categories: readonly {
    id: number;
    name: string;
    items: readonly (AnsweredItem & { id: number; name: string; isDeleted: boolean })[];
  }[];
}

/** One part's answers (the request's or the defence's), read-only, item by item under each category. */
export function AnswerList({ part }: { part: Part }) {
  const { t } = useTranslation();
  const given = new Map(part.answers.map((a) => [a.formItemId, a.value ?? '']));
  const yesNo = (yes: boolean) => t(yes ? 'common.yes' : 'common.no');
  return (
    <>
      {part.categories.map((category) => (
        <div key={category.id}>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 1, mb: 1 }}>
            {category.name}
          </Typography>
          <DetailList
            items={category.items
              .filter((item) => !item.isDeleted && hasAnswer(elementCode(item.formElementId)))
              .map((item) => {
                const value = given.get(item.id);
                return {
                  label: item.name,
                  value: value ? (
                    <span style={{ whiteSpace: 'pre-line' }}>{answerText(item, value, yesNo)}</span>
                  ) : (
                    '-'
                  ),
                };
              })}
          />
        </div>
      ))}
    </>
  );
}
