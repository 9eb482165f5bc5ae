import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/lib/ui/button';
import { Checkbox } from '@/lib/ui/checkbox';
import { FormAlert } from '@/lib/ui/form-alert';
import { Input } from '@/lib/ui/input';
import { describeLoginFailure } from './login-errors';
import { loginFormSchema, type LoginFormInput, type LoginFormValues } from './login-schema';
import styles from './login-form.module.css';
import type { Credentials } from './session-source';

interface LoginFormProps {
  onLogIn: (credentials: Credentials) => Promise<void>;
  /** False until the page is interactive, so nothing is typed or sent before it can be handled. */
  ready: boolean;
}

export function LoginForm({ onLogIn, ready }: LoginFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', keepSignedIn: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onLogIn(values);
    } catch (error) {
      const { message, fields } = describeLoginFailure(error, navigator.onLine);
      if (fields.email) setError('email', { message: fields.email });
      if (fields.password) setError('password', { message: fields.password });
      setFailure(message);
    }
  });

  return (
    // POST, so that nothing typed could ever end up in an address, even without scripts.
    <form method="post" noValidate onSubmit={onSubmit} className={styles.form}>
      <FormAlert message={failure} />
      <fieldset disabled={!ready} className={styles.fields}>
        <legend className={styles.legend}>Your login details</legend>
        <Input
          label="Email address"
          type="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <Input
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Checkbox
          label="Keep me signed in"
          hint="For 30 days on this device. Leave it unticked on a shared computer."
          {...register('keepSignedIn')}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          Log in
        </Button>
      </fieldset>
    </form>
  );
}
