/**
 * The sale as the sale details show it (spec 02 §2 "Sale details", §9):
 * sections of labelled values, dates DD-MM-YYYY, amounts in euros, the seller
 * and the financing company by name. Amounts a role may not see are absent
 * from its record (visibleSale) and show as '—'; a record holding the
 * workshop side only (WORKSHOP, EDITOR3) shows the dates and the work.
 */
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { mirror, useLiveQuery } from '../../data/db';
import type { Sale } from '../../domain/entities';
import type { ContactOrigin } from '../../domain/enums';
import { formatDateDash, formatEuro, formatKmExact } from '../../domain/format';
import { CONTACT_ORIGIN_LABELS } from '../../domain/labels';
import { paymentTotal, saleTotal } from '../../domain/sales';
import { userLabel } from '../../domain/types';
import { hasWholeSale } from '../../domain/visibility';

function Value({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium" wordBreak="break-word">
        {value === null || value === undefined || value === '' ? '—' : value}
      </Text>
    </Box>
  );
}

function Part({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Box data-testid={testId}>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {children}
      </SimpleGrid>
    </Box>
  );
}

const euro = (value: number | null | undefined) => (value === undefined ? '—' : formatEuro(value));

export function SaleView({ sale }: { sale: Sale }) {
  const names = useLiveQuery(async () => {
    const db = mirror();
    const [seller, financial] = await Promise.all([
      sale.sellerUuid ? db.users.get(sale.sellerUuid) : undefined,
      sale.loanCompany ? db.financials.get(sale.loanCompany) : undefined,
    ]);
    return {
      seller: seller ? userLabel(seller) : sale.sellerUuid,
      financial: financial?.name ?? sale.loanCompany,
    };
  }, [sale.sellerUuid, sale.loanCompany]);
  const r = sale.retakeVehicle;
  const c = sale.client;
  if (!hasWholeSale(sale)) return <WorkSideView sale={sale} />;
  return (
    <Stack gap="8" data-testid="sale-view">
      <Part title="Dados gerais" testId="sale-view-general">
        <Value label="Data de venda" value={formatDateDash(sale.dateOfSale)} />
        <Value label="Vendedor" value={names?.seller} />
        <Value
          label="Origem"
          value={sale.origin ? CONTACT_ORIGIN_LABELS[sale.origin as ContactOrigin] : null}
        />
        <Value label="Local do stand" value={sale.standLocation} />
        <Value label="Quilómetros na data de venda" value={formatKmExact(sale.vehicleKilometersOnSaleDate)} />
        <Value label="Data do processo" value={formatDateDash(sale.processDate)} />
        <Value label="Data prevista de entrega" value={formatDateDash(sale.forecastDate)} />
        <Value label="Data de entrega" value={formatDateDash(sale.deliverDate)} />
      </Part>
      <Part title="Dados financeiros" testId="sale-view-financial">
        <Value label="Preço de venda" value={euro(sale.salePrice)} />
        <Value label="Preço efetivo" value={euro(sale.effectivePrice)} />
        {sale.salePrice === undefined ? null : (
          <Value label="Total da venda" value={formatEuro(saleTotal(sale.salePrice, r?.retakeValue))} />
        )}
      </Part>
      <Part title="Retoma" testId="sale-view-retake">
        {sale.retake && r ? (
          <>
            <Value label="Marca" value={r.brand} />
            <Value label="Modelo" value={r.model} />
            <Value label="Matrícula" value={r.licensePlate} />
            <Value label="Quilómetros" value={formatKmExact(r.mileage)} />
            <Value label="Valor da retoma" value={euro(r.retakeValue)} />
          </>
        ) : (
          <Value label="Retoma" value="Sem retoma" />
        )}
      </Part>
      <Part title="Financiamento" testId="sale-view-financing">
        {sale.loan ? (
          <>
            <Value label="Valor financiado" value={euro(sale.loanValue)} />
            <Value label="Financeira" value={names?.financial} />
          </>
        ) : (
          <Value label="Financiamento" value="Sem financiamento" />
        )}
      </Part>
      <Part title="Pagamento" testId="sale-view-payment">
        <Value label="Na assinatura do contrato" value={euro(sale.onSignedContractValue)} />
        <Value label="Na entrega do veículo" value={euro(sale.onVehicleDeliveryValue)} />
        {sale.salePrice === undefined ? null : (
          <Value
            label="Total do pagamento"
            value={formatEuro(paymentTotal(sale.onSignedContractValue, sale.onVehicleDeliveryValue))}
          />
        )}
      </Part>
      <Part title="Notas e outros" testId="sale-view-other">
        <Value label="Notas do negócio" value={sale.businessNotes} />
        <Value label="Garantia (meses)" value={sale.monthWarranty} />
        <Value
          label="Garantia (km)"
          value={sale.mileageWarranty === null ? null : formatKmExact(sale.mileageWarranty)}
        />
        <Value label="Trabalhos a realizar" value={sale.workToBeDone} />
      </Part>
      <Part title="Cliente" testId="sale-view-client">
        <Value label="Nome" value={c.name} />
        <Value label="Data de nascimento" value={formatDateDash(c.birthDate)} />
        <Value label="Estado civil" value={c.civilState} />
        <Value label="Nº do cartão de cidadão" value={c.citizenshipNumber} />
        <Value label="Validade do cartão de cidadão" value={formatDateDash(c.expireCcDate)} />
        <Value label="NIF" value={c.financeNumber} />
        <Value
          label="Morada"
          value={[c.street, c.postalCode, c.parish, c.county, c.district].filter(Boolean).join(', ')}
        />
        <Value label="Telemóvel" value={c.mobileNumber} />
        <Value label="E-mail" value={c.email} />
        <Value label="Profissão" value={c.activity} />
        <Value label="Observações" value={c.observations} />
      </Part>
    </Stack>
  );
}

/** The workshop side of a sale (visibility.ts WORK_SALE_FIELDS): no buyer, no deal, no seller. */
function WorkSideView({ sale }: { sale: Sale }) {
  return (
    <Stack gap="8" data-testid="sale-view">
      <Part title="Dados gerais" testId="sale-view-general">
        <Value label="Data de venda" value={formatDateDash(sale.dateOfSale)} />
        <Value label="Local do stand" value={sale.standLocation} />
        <Value label="Quilómetros na data de venda" value={formatKmExact(sale.vehicleKilometersOnSaleDate)} />
        <Value label="Data prevista de entrega" value={formatDateDash(sale.forecastDate)} />
        <Value label="Data de entrega" value={formatDateDash(sale.deliverDate)} />
      </Part>
      <Part title="Notas e outros" testId="sale-view-other">
        <Value label="Garantia (meses)" value={sale.monthWarranty} />
        <Value
          label="Garantia (km)"
          value={sale.mileageWarranty === null ? null : formatKmExact(sale.mileageWarranty)}
        />
        <Value label="Trabalhos a realizar" value={sale.workToBeDone} />
      </Part>
    </Stack>
  );
}
