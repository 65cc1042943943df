/** What a screen reader hears while a photo is moved with the keyboard (dnd-kit's texts, in pt-PT). */
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

const announcements: Announcements = {
  onDragStart: () => 'Foto levantada. Use as setas para a mover e Espaço para a largar.',
  onDragOver: ({ over }) => (over ? 'Foto sobre outra posição.' : 'Foto fora da grelha.'),
  onDragEnd: ({ over }) => (over ? 'Foto largada na nova posição.' : 'Foto largada.'),
  onDragCancel: () => 'Movimento cancelado; a foto voltou ao lugar.',
};

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Para mover uma foto, prima Espaço ou Enter, use as setas para a levar ao novo lugar e prima Espaço ou Enter para a largar; Esc cancela.',
};

export const DND_ACCESSIBILITY = { announcements, screenReaderInstructions };
