import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryIcon } from '../../../components/categoryIcons.ts';
import type { PreviewApp } from './useAppPreview.ts';

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography variant="body2" color="text.secondary">
          {t('navigation.preview.none')}
        </Typography>
      ) : (
        children
      )}
    </Box>
  );
}

/** Links under their group's name, in the order the portal answers them (group, then position). */
function groupLinks(links: PreviewApp['links']) {
  const groups: { id: number; name: string; links: PreviewApp['links'] }[] = [];
  for (const link of links) {
    const last = groups.at(-1);
    if (last?.id === link.linkGroupId) last.links.push(link);
    else groups.push({ id: link.linkGroupId, name: link.linkGroupName, links: [link] });
  }
  return groups;
}

/** A slider's items side by side (scrolled sideways), each its image or video with its name. */
function SliderStrip({ slider }: { slider: PreviewApp['sliders'][number] }) {
  return (
    <Box component="figure" aria-label={slider.name} sx={{ m: 0, mb: 1 }}>
      <Typography variant="overline" component="figcaption">
        {slider.name}
      </Typography>
      {/* scrolled sideways: focusable, so the keyboard scrolls it too */}
      <Box tabIndex={0} sx={{ display: 'flex', gap: 1, overflowX: 'auto' }}>
        {slider.items.map((item) => (
          <Box key={item.id} sx={{ flex: '0 0 80%' }}>
            {item.mediaKind === 'video' ? (
              <Box component="video" src={item.imageUrl} muted sx={{ width: '100%', aspectRatio: '2 / 1' }} />
            ) : (
              <Box
                component="img"
                src={item.imageUrl}
                alt={item.name}
                sx={{ width: '100%', aspectRatio: '2 / 1', objectFit: 'cover', borderRadius: 1 }}
              />
            )}
            <Typography variant="body2">{item.name}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** A dynamic part as the app draws it: its header (logo, title, colours) and its announcements. */
function PartCard({ part }: { part: PreviewApp['dynamicParts'][number] }) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  // the header's text reads on the header's colour; the font colour is the content's (else one that reads)
  const headerText = part.headerColor
    ? palette.getContrastText(part.headerColor)
    : (part.fontColor ?? undefined);
  const bodyText =
    part.fontColor ?? (part.backgroundColor ? palette.getContrastText(part.backgroundColor) : undefined);
  return (
    <Paper
      component="article"
      aria-label={part.title}
      variant="outlined"
      sx={{ mb: 1, overflow: 'hidden', ...(part.backgroundColor ? { bgcolor: part.backgroundColor } : {}) }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
          ...(part.headerColor ? { bgcolor: part.headerColor } : {}),
          ...(headerText ? { color: headerText } : {}),
        }}
      >
        {part.logoPath && <Box component="img" src={part.logoPath} alt="" sx={{ height: 24 }} />}
        <Typography variant="subtitle2" component="h3">
          {part.title}
        </Typography>
      </Box>
      {part.announcements.length ? (
        <List dense aria-label={part.title}>
          {part.announcements.map((announcement) => (
            <ListItem key={announcement.id}>
              <ListItemText
                primary={announcement.title}
                secondary={announcement.spotText ?? announcement.categoryName}
                {...(bodyText
                  ? {
                      slotProps: {
                        primary: { sx: { color: bodyText } },
                        secondary: { sx: { color: bodyText } },
                      },
                    }
                  : {})}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" sx={{ px: 1.5, py: 1, ...(bodyText ? { color: bodyText } : {}) }}>
          {t('navigation.preview.noAnnouncements')}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * What the employee's app shows, drawn in a phone-wide frame: sliders, menu, dynamic parts with their
 * announcements, links (by group).
 */
export function PreviewPhone({ app }: { app: PreviewApp }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 420, borderRadius: 4 }}>
      <Section title={t('navigation.preview.sliders')} empty={!app.sliders.length}>
        {app.sliders.map((slider) => (
          <SliderStrip key={slider.id} slider={slider} />
        ))}
      </Section>
      <Section title={t('navigation.preview.menu')} empty={!app.menus.length}>
        <List dense aria-label={t('navigation.preview.menu')}>
          {app.menus.map((menu) => {
            const Icon = categoryIcon(menu.icon);
            return (
              <ListItem
                key={menu.id}
                sx={menu.backgroundColor ? { borderLeft: `4px solid ${menu.backgroundColor}` } : {}}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {Icon && <Icon fontSize="small" aria-hidden />}
                </ListItemIcon>
                <ListItemText primary={menu.name} />
              </ListItem>
            );
          })}
        </List>
      </Section>
      <Section title={t('navigation.preview.dynamicParts')} empty={!app.dynamicParts.length}>
        {app.dynamicParts.map((part) => (
          <PartCard key={part.id} part={part} />
        ))}
      </Section>
      <Section title={t('navigation.preview.links')} empty={!app.links.length}>
        {groupLinks(app.links).map((group) => (
          <Box key={group.id}>
            <Typography variant="overline" component="h3">
              {group.name}
            </Typography>
            <List dense aria-label={group.name}>
              {group.links.map((link) => (
                <ListItem key={link.id}>
                  <ListItemText primary={link.name} secondary={link.description} />
                </ListItem>
              ))}
            </List>
          </Box>
        ))}
      </Section>
    </Paper>
  );
}
