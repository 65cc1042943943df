/** Choosing the logo: a single image file, previewed, checked for type and size before upload. */
import { Box, Button, chakra, HStack, Image, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { logoFileProblem } from './actions/upload-logo';

interface Props {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The logo the company has now, shown until another is chosen. */
  current?: string | null;
  disabled?: boolean;
  hint?: string;
}

export function LogoInput({ file, onChange, current = null, disabled = false, hint }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? current;
  return (
    <Box>
      <Text fontWeight="medium" mb="1.5" fontSize="sm">
        Logo
      </Text>
      <HStack gap="3" align="center" wrap="wrap">
        {shown ? (
          <Image src={shown} alt="Logo" boxSize="16" objectFit="contain" borderRadius="md" />
        ) : (
          <Box boxSize="16" bg="bg.muted" borderRadius="md" aria-hidden />
        )}
        <chakra.input
          ref={inputRef}
          type="file"
          accept="image/*"
          display="none"
          aria-label="Escolher logo"
          data-testid="logo-file"
          disabled={disabled}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            e.target.value = '';
            if (!chosen) return;
            const why = logoFileProblem(chosen);
            setProblem(why);
            onChange(why ? null : chosen);
          }}
        />
        <Button variant="outline" minH="11" disabled={disabled} onClick={() => inputRef.current?.click()}>
          {shown ? 'Mudar logo' : 'Escolher logo'}
        </Button>
        {file ? (
          <Button variant="ghost" minH="11" onClick={() => onChange(null)}>
            Remover
          </Button>
        ) : null}
      </HStack>
      {problem ? (
        <Text color="fg.error" fontSize="sm" mt="1">
          {problem}
        </Text>
      ) : hint ? (
        <Text color="fg.muted" fontSize="sm" mt="1">
          {hint}
        </Text>
      ) : null}
    </Box>
  );
}
