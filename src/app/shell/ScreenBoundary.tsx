import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

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
      <section className="kr-page" role="alert">
        <h1><FormattedMessage id="screen.failed.title" /></h1>
        <p><FormattedMessage id="screen.failed.body" values={{ message: this.state.error.message }} /></p>
        <button type="button" className="kr-button kr-primary" onClick={() => window.location.reload()}>
          <FormattedMessage id="screen.failed.reload" />
        </button>
      </section>
    );
  }
}
