'use client';
// The file picker of the import page: drop a CSV on the zone, or open the file dialog (a real file input, so
// keyboard and screen-reader users choose the file the usual way).
import { useId, useState, type DragEvent } from 'react';
import { Icon } from '@/app/_components/icons';
import styles from './import.module.css';

export function DropZone({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const [over, setOver] = useState(false);
  const inputId = useId();
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div
      className={`${styles.zone} ${over ? styles.over : ''}`}
      data-testid="drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Icon name="download" width={28} height={28} aria-hidden="true" className={styles.zoneIcon} />
      <p>
        <strong>Arrastra aquí tu archivo CSV</strong> o
      </p>
      <label htmlFor={inputId} className="btn btn-primary">
        Elegir archivo CSV
      </label>
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept=".csv,text/csv"
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          e.target.value = '';
        }}
      />
      <p className="hint">Hasta 5,000 envíos y 10 MB. UTF-8 o Windows-1252 (Excel), separado por comas o punto y coma.</p>
    </div>
  );
}
