/**
 * A sale the server did not take (issue 11: "never a silent loss"): another
 * seller sold the vehicle first (409), or the server refused it. The panel
 * says so plainly and keeps everything the seller typed on screen (read from
 * the queued write itself) until the seller discards it — which removes the
 * sale and puts the vehicle back as the server has it.
 */
import { Alert, Box } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { mirror } from '../../data/db';
import { flush, retryRow } from '../../data/sync';
import { discardRow, takeTheirs } from '../../data/writes';
import type { Vehicle } from '../../domain/entities';
import { SALE_MESSAGES } from '../../domain/sales';
import { RefusedWrite } from '../../ui/refused-write';
import { salePath } from './new-sale';
import { SaleFigures } from './sale-summary';
import type { RefusedSale } from './use-sale';

export const DISCARD_SALE = 'Descartar esta venda';

export function SaleRefused({ refused, vehicle }: { refused: RefusedSale; vehicle: Vehicle }) {
  const navigate = useNavigate();
  const conflict = refused.state === 'conflict';
  const discard = async () => {
    // Take theirs: my sale has no server version, so it goes, and the vehicle is the server's.
    if (conflict) await takeTheirs(mirror(), refused.seq);
    else await discardRow(mirror(), refused.seq);
    navigate(salePath(vehicle.uuid), { replace: true });
  };
  const retry = async () => {
    await retryRow(mirror(), refused.seq);
    void flush();
  };
  return (
    <RefusedWrite
      testId="sale-refused"
      title={conflict ? SALE_MESSAGES.alreadySold : SALE_MESSAGES.createFailed}
      discardLabel={DISCARD_SALE}
      onDiscard={discard}
      onRetry={conflict ? undefined : retry}
    >
      <Alert.Description>
        {conflict
          ? 'Outra venda deste veículo chegou primeiro ao servidor. A sua venda não foi registada; os dados que introduziu estão aqui:'
          : (refused.reason ?? 'A venda foi recusada pelo servidor. Os dados que introduziu estão aqui:')}
      </Alert.Description>
      <Box bg="bg" borderRadius="md" p="3">
        <SaleFigures sale={refused.typed} vehicle={vehicle} />
      </Box>
    </RefusedWrite>
  );
}
