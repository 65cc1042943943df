/**
 * The header of a screen (spec 01 §2): a back arrow (browser back) and the
 * title. Once the page is scrolled more than 50 px it sticks to the top with
 * a shadow. The back arrow is a router navigation, so a dirty form's leave
 * guard asks before it goes. On a phone, buttons that would squeeze the title
 * below 40 % of the width move to a second line.
 */
import { Box, Flex, Heading, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArrowLeftIcon } from './icons';
import { useScrolledPast } from './use-scrolled-past';

export const HEADER_FIXED_AFTER_PX = 50;

export interface PageHeaderProps {
  title: ReactNode;
  /** Buttons shown at the right end of the header. */
  actions?: ReactNode;
}

export function PageHeader({ title, actions }: PageHeaderProps) {
  const navigate = useNavigate();
  const fixed = useScrolledPast(HEADER_FIXED_AFTER_PX);

  return (
    <Flex
      as="header"
      data-testid="page-header"
      data-fixed={fixed ? 'true' : undefined}
      align="center"
      wrap="wrap"
      gap="2"
      minH="14"
      px={{ base: '2', md: '4' }}
      py="1"
      bg="bg"
      zIndex="sticky"
      position={fixed ? 'sticky' : 'relative'}
      top="0"
      boxShadow={fixed ? 'md' : 'none'}
      transition="box-shadow 0.2s"
    >
      <IconButton
        aria-label="Voltar"
        variant="ghost"
        size="lg"
        minW="11"
        minH="11"
        onClick={() => navigate(-1)}
      >
        <ArrowLeftIcon />
      </IconButton>
      <Heading as="h1" size={{ base: 'lg', md: 'xl' }} flex="1" minW={{ base: '40%', md: '0' }} truncate>
        {title}
      </Heading>
      {actions ? (
        // Never wider than the header: more buttons than fit wrap onto further lines (a phone).
        <Box ms="auto" flexShrink={0} maxW="full">
          {actions}
        </Box>
      ) : null}
    </Flex>
  );
}
