export interface GoogleStandinOptions {
  /** cognito-local: its API endpoint, its pool's token issuer, the pool and the web app client. */
  identity: { endpoint: string; issuer: string; userPoolId: string; clientId: string };
  /** The web app's redirectSignIn / redirectSignOut addresses. */
  redirectUris: string[];
  /** Folder for the generated TLS certificate (`tls/` inside it). */
  stateDir: string;
  /** Default 0: a free port. */
  port?: number;
  log?: (line: string) => void;
}

export interface GoogleStandin {
  /** What the web app configures as its OAuth domain (Amplify prepends https://). */
  domain: string;
  url: string;
  stop(): Promise<void>;
}

export function startGoogleStandin(options: GoogleStandinOptions): Promise<GoogleStandin>;
export function googleIdFor(email: string): string;
