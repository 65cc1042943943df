/** What a screen reader hears while a photo is moved with the keyboard (dnd-kit's texts, in pt-PT). */
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** The 1-based place of a sortable item, from the data dnd-kit's sortable keeps on it. */
function placeOf(item: { data: { current?: Record<string, unknown> } } | null): number | null {
  const sortable = item?.data.current?.sortable as { index?: number } | undefined;
  return typeof sortable?.index === 'number' ? sortable.index + 1 : null;
}

const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Foto ${placeOf(active) ?? ''} levantada. Use as setas para a mover e Espaço para a largar.`,
  onDragOver: ({ over }) => (over ? `Foto sobre a posição ${placeOf(over) ?? ''}.` : 'Foto fora da grelha.'),
  onDragEnd: ({ over }) => (over ? `Foto largada na posição ${placeOf(over) ?? ''}.` : 'Foto largada.'),
  onDragCancel: () => 'Movimento cancelado; a foto voltou ao lugar.',
};

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Para mover uma foto, prima Espaço ou Enter, use as setas para a levar ao novo lugar e prima Espaço ou Enter para a largar; Esc cancela.',
};

export const DND_ACCESSIBILITY = { announcements, screenReaderInstructions };
