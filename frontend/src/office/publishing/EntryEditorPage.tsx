import type { ContentCollectionName, ContentEntryAnswer } from '@school/contracts';
import { contentKinds } from '@school/contracts/site-content';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Notice } from '../../components/Notice';
import { officePublishingTexts } from '../../content/officePublishing';
import { useTexts } from '../../hooks/useTexts';
import { DeskAnswer } from '../desk/DeskAnswer';
import { ConsoleShell } from '../frame/ConsoleShell';
import { useOfficeAnswer } from '../useOfficeAnswer';
import { BackToList } from './BackToList';
import { contentPath, entryCollections } from './contentApi';
import { EntryForm, type EntryFormState } from './EntryForm';
import { emptyFieldsOf, type SchemaNode } from './schemaForm';

/** The English and Nepali schemas of a collection, as the form walks them. */
export function schemasOf(collection: ContentCollectionName): { en: SchemaNode; ne: SchemaNode } {
  return contentKinds[collection] as unknown as { en: SchemaNode; ne: SchemaNode };
}

const isCollection = (name: string | undefined): name is ContentCollectionName =>
  (entryCollections as readonly string[]).includes(name ?? '');

/**
 * An entry's editor (/office/publishing/:collection/new or /:collection/:name): a new entry's empty form, or the
 * entry as read with its version. "Open the latest version" after a refused save reads it again.
 */
export default function EntryEditorPage() {
  const words = useTexts(officePublishingTexts);
  const { collection, name } = useParams();
  if (!isCollection(collection) || !name) {
    return (
      <ConsoleShell title={words.title}>
        <Notice severity="warning">{words.notFound}</Notice>
      </ConsoleShell>
    );
  }
  const schemas = schemasOf(collection);
  if (name === 'new') {
    const initial: EntryFormState = {
      name: '',
      version: null,
      en: { fields: emptyFieldsOf(schemas.en), text: '' },
      ne: null,
    };
    return <EntryForm key="new" collection={collection} schemas={schemas} initial={initial} />;
  }
  return <ExistingEntry collection={collection} name={name} />;
}

function ExistingEntry({ collection, name }: { collection: ContentCollectionName; name: string }) {
  const words = useTexts(officePublishingTexts);
  const { answer, reload } = useOfficeAnswer<ContentEntryAnswer>(contentPath(collection, name));
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const [reads, setReads] = useState(0);
  if (answer.state !== 'loaded') {
    return (
      <ConsoleShell title={words.title}>
        <BackToList />
        <DeskAnswer answer={answer} reload={reload} notFound={words.notFound}>
          {() => null}
        </DeskAnswer>
      </ConsoleShell>
    );
  }
  const entry = answer.data;
  return (
    <EntryForm
      // Each read of the entry is a fresh form: "Open the latest version" replaces what was typed.
      key={`${entry.version}-${reads}`}
      collection={collection}
      schemas={schemasOf(collection)}
      initial={{ name: entry.name, version: entry.version, en: entry.en, ne: entry.ne }}
      savedOnOpen={saved && reads === 0}
      onOpenLatest={() => {
        setReads((count) => count + 1);
        reload();
      }}
    />
  );
}
