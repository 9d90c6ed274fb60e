/** The part of autocannon's API that scripts/bench/contact.ts uses (the package ships no types). */
declare module "autocannon" {
  interface RequestData {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }
  interface RequestSpec extends RequestData {
    setupRequest?: (request: RequestData, context: Record<string, unknown>) => RequestData;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Result {
    requests: Histogram & { sent: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    "4xx": number;
    "5xx": number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
