import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { orientationResource } from '@pano/contract';
import { request } from '../../graphql/client.ts';
import { OrientationDescriptionDocument } from '../../graphql/generated/orientation.ts';

/** The orientation's description, above the people in it (spec 001 §2: the detail shows the description). */
export function OrientationDescription({ pagerModel }: { pagerModel: Record<string, unknown> }) {
  const id = Number(pagerModel.orientationInformationId) || 0;
  const result = useQuery({
    queryKey: [orientationResource.single, 'description', id],
    queryFn: ({ signal }) =>
      request('main', OrientationDescriptionDocument, { orientationInformationId: id }, { signal }),
    enabled: id > 0,
  });
  const description = result.data?.data?.description;
  if (!description) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ flexBasis: '100%', order: 10, whiteSpace: 'pre-line' }}
    >
      {description}
    </Typography>
  );
}
