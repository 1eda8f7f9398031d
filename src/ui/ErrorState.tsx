/** A translated error message with an optional retry button; the caller passes already translated texts. */
import { Button } from './Button';
import { Icon } from './Icon';

export interface ErrorStateProps {
  message: string;
  title?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorState({ message, title, onRetry, retryLabel }: ErrorStateProps) {
  return (
    <div className="cp-error" role="alert">
      <Icon name="alert" />
      <div className="cp-error__body">
        {title ? <p className="cp-error__title">{title}</p> : null}
        <p className="cp-error__message">{message}</p>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            <Icon name="retry" size={16} /> {retryLabel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
