import { useId, useState, type ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { ACCEPTED_IMAGE_TYPES } from '@/lib/content/asset-upload';
import { CmsImage } from '@/lib/content/cms-image';
import type { Asset } from '@/lib/content/fields';
import { failureMessage } from '@/lib/forms/send-failure';
import { Button } from '@/lib/ui/button';
import { describedBy, FieldMessages } from '@/lib/ui/field-messages';
import { Fieldset } from '@/lib/ui/fieldset';
import { Input } from '@/lib/ui/input';
import { Select } from '@/lib/ui/select';
import inputStyles from '@/lib/ui/input.module.css';
import styles from './blok-fields.module.css';
import { fieldErrorMessage } from './field-error';
import type { FieldProps } from './field-props';

const THUMBNAIL = { width: 160, height: 120 };

const currentAsset = (value: unknown): Partial<Asset> =>
  value && typeof value === 'object' ? (value as Partial<Asset>) : {};

/** An image: one of the space's assets or a new upload, with its alt text and a thumbnail. */
export function AssetField({ descriptor, form, context }: FieldProps) {
  const { field, fieldState } = useController({ control: form.control, name: descriptor.key });
  const asset = currentAsset(field.value);
  const [uploadError, setUploadError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const uploadId = useId();

  // A new image needs its own description: the one of the image it replaces would be wrong.
  const choose = (next: Asset) => field.onChange({ ...next, alt: next.alt ?? '' });

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setUploading(true);
    setUploadError(undefined);
    try {
      choose(await context.onUpload(file));
    } catch (error) {
      setUploadError(`${file.name} could not be uploaded. ${failureMessage(error)}`);
    } finally {
      setUploading(false);
      event.target.value = '';
    }
  }

  return (
    <Fieldset legend={descriptor.label} error={fieldErrorMessage(fieldState.error)}>
      <div className={styles.group}>
        {descriptor.help && <p className={inputStyles.hint}>{descriptor.help}</p>}
        {asset.filename ? (
          <CmsImage
            className={styles.thumbnail}
            image={asset}
            alt={`Chosen image: ${asset.title || asset.alt || asset.filename}`}
            sizes={`${THUMBNAIL.width}px`}
            box={THUMBNAIL}
          />
        ) : (
          <p className={inputStyles.hint}>No image chosen.</p>
        )}
        <Select
          label="Choose an image"
          value={asset.filename ?? ''}
          onChange={(event) => {
            const next = context.assets.find((item) => item.filename === event.target.value);
            if (next) choose(next);
            else field.onChange({ filename: '' });
          }}
          onBlur={field.onBlur}
        >
          <option value="">No image</option>
          {asset.filename && !context.assets.some((item) => item.filename === asset.filename) && (
            <option value={asset.filename}>{asset.filename}</option>
          )}
          {context.assets.map((item) => (
            <option key={item.filename} value={item.filename}>
              {item.title || item.filename}
            </option>
          ))}
        </Select>
        <div>
          <label className={styles.uploadLabel} htmlFor={uploadId}>
            Upload an image
          </label>
          <input
            id={uploadId}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            disabled={uploading}
            aria-describedby={describedBy(uploadId, undefined, uploadError)}
            onChange={(event) => void upload(event)}
          />
          {uploading && (
            <p className={inputStyles.hint} role="status">
              Uploading…
            </p>
          )}
          <FieldMessages id={uploadId} error={uploadError} />
        </div>
        <Input
          label="Alt text"
          hint="What the image shows, for people who cannot see it; leave empty if it is only decoration"
          value={asset.alt ?? ''}
          disabled={!asset.filename}
          onChange={(event) => field.onChange({ ...asset, alt: event.target.value })}
          onBlur={field.onBlur}
        />
        {asset.filename && !descriptor.required && (
          <Button
            type="button"
            variant="secondary"
            size="small"
            onClick={() => field.onChange({ filename: '' })}
          >
            Remove image
          </Button>
        )}
      </div>
    </Fieldset>
  );
}
