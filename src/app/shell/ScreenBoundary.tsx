import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { StateMessage } from '../ui/StateMessage';

interface State { error: Error | null }

/** Shows a screen that failed to load or render as a message with a reload, instead of a blank page. */
export class ScreenBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="kr-page">
        <h1><FormattedMessage id="screen.failed.title" /></h1>
        <StateMessage
          kind="failed"
          className="kr-state-start"
          statement={<FormattedMessage id="screen.failed.body" values={{ message: this.state.error.message }} />}
          steps={
            <button type="button" className="kr-button kr-primary" onClick={() => window.location.reload()}>
              <FormattedMessage id="screen.failed.reload" />
            </button>
          }
        />
      </section>
    );
  }
}
