/**
 * 'Dados de demonstração' (issue 22 §8): a thin strip over every screen while the server says
 * (GET /api/health → `demo: true`) that a demo account still accepts the published demo password,
 * so nobody mistakes the demo data, or its open door, for a real install. Asked once per shell,
 * online; nothing is shown offline or when the answer does not say so.
 */
import { Box } from '@chakra-ui/react';
import { request } from '../../data/api';
import { useSyncStore } from '../../data/sync';
import { useOnlineQuery } from '../../ui/use-online-query';

export const DEMO_BANNER_TEXT = 'Dados de demonstração';

export function DemoBanner() {
  const online = useSyncStore((s) => s.online);
  const health = useOnlineQuery('health', online, () =>
    request((api) => api.get('health').json<{ demo?: unknown }>()),
  );
  if (health.status !== 'ready' || health.data.demo !== true) return null;
  return (
    <Box
      role="note"
      data-testid="demo-banner"
      bg="orange.subtle"
      color="orange.fg"
      textAlign="center"
      textStyle="xs"
      fontWeight="medium"
      py="0.5"
    >
      {DEMO_BANNER_TEXT}
    </Box>
  );
}
