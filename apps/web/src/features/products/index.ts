// Products and checkout: plans, purchase, the payment provider's return and the thank-you page.
export { CheckoutPage } from './CheckoutPage';
export { ProductsPage } from './ProductsPage';
export { PurchasePage } from './PurchasePage';
export { ThankYouPage } from './ThankYouPage';
