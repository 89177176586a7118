// A button that opens the file chooser: the input stays in the page (hidden) so journeys can hand it a file by
// its test id, like the order pages' upload area.
import { useRef } from 'react';
import { Button } from '@mantine/core';

interface FilePickProps {
  label: string;
  accept: string;
  testId: string;
  onFile(file: File): void | Promise<void>;
}

export const FilePick = ({ label, accept, testId, onFile }: FilePickProps) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => input.current?.click()}>{label}</Button>
      <input
        ref={input} type="file" accept={accept} hidden aria-label={label} data-testid={testId}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = ''; // choosing the same file again still uploads it
          if (file) void onFile(file);
        }}
      />
    </>
  );
};
