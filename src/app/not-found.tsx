/** The two "not found" views of spec 01 §2 / §8. */
import { Center, Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '../domain/messages';
import { PageHeader } from '../ui/page-header';

/** An unknown route: a full page, outside the shell. */
export function NotFoundPage() {
  return (
    <Center minH="100dvh" px="4">
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="3xl">
          {MSG.notFound404}
        </Heading>
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to="/">Voltar ao início</RouterLink>
        </Link>
      </Stack>
    </Center>
  );
}

/** An unknown sub-route inside the app's areas, or one the user may not open: inside the shell. */
export function PageNotFound() {
  return <PageHeader title={MSG.pageNotFound} />;
}
