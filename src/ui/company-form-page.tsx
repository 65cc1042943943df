/**
 * The create page of a company's record (stand, user, supplier): the spinner
 * while the company is read, then CreatePage with the company's name over the
 * inputs, or the missing-company text when the company is gone or inactive.
 */
import { Text } from '@chakra-ui/react';
import { CreatePage, type CreatePageProps } from './create-page';
import { Loading } from './loading';

/** The words of the page, word for word from the spec (a feature's texts object holds them). */
export interface CompanyFormTexts {
  /** The header ('Criar um novo stand'). */
  createTitle: string;
  /** The submit button ('Criar stand'). */
  create: string;
  /** When the company is gone ('Esta empresa não existe'). */
  companyMissing: string;
}

interface Props extends Pick<CreatePageProps, 'formTestId' | 'form' | 'children'> {
  texts: CompanyFormTexts;
  /** undefined while loading; null when it does not exist. */
  company: { name: string; active: boolean } | null | undefined;
}

export function CompanyFormPage({ texts, company, ...page }: Props) {
  if (company === undefined) return <Loading />;
  return (
    <CreatePage
      {...page}
      title={texts.createTitle}
      submitLabel={texts.create}
      maxW="4xl"
      intro={company?.active ? <Text color="fg.muted">Empresa: {company.name}</Text> : null}
      missingText={company?.active ? undefined : texts.companyMissing}
    />
  );
}
